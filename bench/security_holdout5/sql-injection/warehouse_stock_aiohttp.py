import aiosqlite
from aiohttp import web

DB_PATH = "/srv/warehouse/inventory.sqlite3"


class InventoryQuery:
    def __init__(self, warehouse, skus):
        self.warehouse = warehouse
        self.skus = [s.strip() for s in skus if s.strip()]

    def to_sql(self):
        sku_list = ", ".join("'%s'" % sku for sku in self.skus)
        return (
            "SELECT sku, quantity, bin FROM stock "
            f"WHERE warehouse = '{self.warehouse}' AND sku IN ({sku_list})"
        )


async def stock_levels(request):
    query = InventoryQuery(
        warehouse=request.match_info["warehouse"],
        skus=request.query.get("skus", "").split(","),
    )
    if not query.skus:
        raise web.HTTPBadRequest(text="skus is required")
    async with aiosqlite.connect(DB_PATH) as db:
        async with db.execute(query.to_sql()) as cursor:
            rows = await cursor.fetchall()
    return web.json_response(
        [{"sku": sku, "quantity": qty, "bin": bin_} for sku, qty, bin_ in rows]
    )


app = web.Application()
app.add_routes([web.get("/warehouses/{warehouse}/stock", stock_levels)])

if __name__ == "__main__":
    web.run_app(app, port=8081)
