import '..';
