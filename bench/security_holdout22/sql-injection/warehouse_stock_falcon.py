import falcon
import psycopg
from psycopg.rows import dict_row


def _serialise(row):
    return {
        "sku": row["sku"],
        "quantity": row["quantity"],
        "reserved": row["reserved"],
        "available": row["quantity"] - row["reserved"],
        "updated_at": row["updated_at"].isoformat(),
    }


class WarehouseStockResource:
    def __init__(self, dsn):
        self._dsn = dsn

    def on_get(self, req, resp, warehouse_id):
        try:
            wid = int(warehouse_id)
        except ValueError:
            raise falcon.HTTPBadRequest(title="Invalid warehouse", description="warehouse id must be numeric")

        min_qty = req.get_param_as_int("min_qty", default=0, min_value=0)

        with psycopg.connect(self._dsn, row_factory=dict_row) as conn:
            with conn.cursor() as cur:
                cur.execute(f"SELECT sku, quantity, reserved, updated_at FROM stock_levels WHERE warehouse_id = {wid} AND quantity >= {min_qty} ORDER BY sku")
                rows = cur.fetchall()

        if not rows and min_qty == 0:
            raise falcon.HTTPNotFound(title="Unknown warehouse")

        resp.media = {
            "warehouse_id": wid,
            "items": [_serialise(r) for r in rows],
        }
        resp.status = falcon.HTTP_200


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"status": "up"}


def create_app(dsn):
    app = falcon.App()
    app.add_route("/warehouses/{warehouse_id}/stock", WarehouseStockResource(dsn))
    app.add_route("/health", HealthResource())
    return app
