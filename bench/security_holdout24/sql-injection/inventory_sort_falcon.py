import falcon
import psycopg

SORT_COLUMNS = {"name": "name", "stock": "quantity", "updated": "updated_at"}


class InventoryResource:
    def __init__(self, dsn):
        self.dsn = dsn

    def on_get(self, req, resp):
        sort_key = req.get_param("sort", default="name")
        column = SORT_COLUMNS.get(sort_key, "name")
        direction = "DESC" if req.get_param("order") == "desc" else "ASC"
        warehouse = req.get_param("warehouse", required=True)
        sql = (
            "SELECT sku, name, quantity FROM inventory "
            f"WHERE warehouse = %s ORDER BY {column} {direction}"
        )
        with psycopg.connect(self.dsn) as conn:
            rows = conn.execute(sql, (warehouse,)).fetchall()
        resp.media = [{"sku": s, "name": n, "quantity": q} for s, n, q in rows]


app = falcon.App()
app.add_route("/inventory", InventoryResource("dbname=stock"))
