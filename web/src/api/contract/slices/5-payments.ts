import '../payments';
