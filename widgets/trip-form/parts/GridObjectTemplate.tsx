import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';

/** The trip fields in a grid: `columns` per row from `ui:options` (spec 2 §2: 2 by default). */
export function GridObjectTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const options = (uiSchema?.['ui:options'] ?? {}) as { columns?: number };
  const columns = Math.max(1, Math.min(4, options.columns ?? 2));
  return (
    <Row xs={1} md={columns} className="g-2">
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <Col key={p.name}>{p.content}</Col>
        ))}
    </Row>
  );
}
