import os

import httpx
from litestar import Litestar, get
from litestar.exceptions import NotFoundException

INVENTORY_BASE = os.environ.get("INVENTORY_BASE_URL", "https://inventory.internal.example")
WAREHOUSES = {"berlin": "wh-ber-01", "lyon": "wh-lyo-02", "porto": "wh-opo-01"}


class InventoryClient:
    def __init__(self, base_url: str):
        self.base_url = base_url.rstrip("/")
        self.client = httpx.AsyncClient(timeout=4.0)

    def _url(self, *segments: str) -> str:
        return "/".join([self.base_url, *segments])

    async def _get_json(self, url: str, params=None) -> dict:
        resp = await self.client.get(url, params=params)
        if resp.status_code == 404:
            raise NotFoundException()
        resp.raise_for_status()
        return resp.json()

    async def item(self, item_id: int) -> dict:
        return await self._get_json(self._url("items", str(item_id)))

    async def stock(self, item_id: int, warehouse_code: str) -> dict:
        return await self._get_json(self._url("items", str(item_id), "stock"), {"warehouse": warehouse_code})

    async def close(self) -> None:
        await self.client.aclose()


inventory = InventoryClient(INVENTORY_BASE)


@get("/items/{item_id:int}")
async def item_detail(item_id: int) -> dict:
    return await inventory.item(item_id)


@get("/items/{item_id:int}/stock")
async def item_stock(item_id: int, warehouse: str = "berlin") -> dict:
    code = WAREHOUSES.get(warehouse)
    if code is None:
        raise NotFoundException(detail="unknown warehouse")
    data = await inventory.stock(item_id, code)
    return {"item": item_id, "warehouse": warehouse, "available": data.get("available", 0)}


@get("/healthz")
async def healthz() -> dict:
    return {"status": "ok"}


app = Litestar(route_handlers=[item_detail, item_stock, healthz], on_shutdown=[inventory.close])
