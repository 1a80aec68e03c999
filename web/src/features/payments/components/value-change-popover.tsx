import { Button, Popover } from 'antd';

export const VALUE_CHANGE_TEXT =
  'Desde junio de 2023 cambió el valor de las cuotas. Las cuotas de los meses hasta mayo de 2023 se pagan con el valor anterior, y las cuotas desde junio de 2023 con el valor actual.';

/** The ⓘ next to the breakdown. Opens on click (and Enter/Space), so it also works on phones. */
export function ValueChangePopover() {
  return (
    <Popover
      trigger="click"
      title="Cambio de valor de las cuotas"
      content={<p style={{ maxWidth: 280, margin: 0 }}>{VALUE_CHANGE_TEXT}</p>}
    >
      <Button
        type="text"
        size="small"
        shape="circle"
        aria-label="¿Por qué hay dos valores de cuota?"
        style={{
          marginLeft: 4,
          fontWeight: 700,
          border: '1px solid currentColor',
          width: 22,
          height: 22,
          minWidth: 22,
        }}
      >
        i
      </Button>
    </Popover>
  );
}
