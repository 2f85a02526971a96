import httpx
from fastapi import FastAPI, HTTPException, Path

from app.config import settings

app = FastAPI()


class InventoryClient:
    def __init__(self, base_url: str, token: str):
        self.base_url = base_url.rstrip("/")
        self.token = token

    async def item(self, item_id: int) -> dict:
        async with httpx.AsyncClient(timeout=5) as client:
            resp = await client.get(
                f"{self.base_url}/v2/items/{item_id}",
                headers={"Authorization": f"Bearer {self.token}"},
            )
        if resp.status_code == 404:
            raise HTTPException(status_code=404, detail="item not found")
        resp.raise_for_status()
        return resp.json()


inventory = InventoryClient(settings.inventory_url, settings.inventory_token)


@app.get("/items/{item_id}/stock")
async def item_stock(item_id: int = Path(..., ge=1)):
    data = await inventory.item(item_id)
    return {"item_id": item_id, "in_stock": data.get("quantity", 0) > 0}
