import httpx
from fastapi import FastAPI, HTTPException
from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    inventory_base_url: str = "http://inventory.internal:8000"
    inventory_token: str = ""


settings = Settings()
app = FastAPI()


@app.get("/stock/{sku_id}")
async def stock_level(sku_id: int):
    headers = {"Authorization": f"Token {settings.inventory_token}"}
    async with httpx.AsyncClient(base_url=settings.inventory_base_url, headers=headers, timeout=4.0) as client:
        r = await client.get(f"/api/items/{sku_id}/stock")
    if r.status_code == 404:
        raise HTTPException(status_code=404, detail="unknown item")
    r.raise_for_status()
    data = r.json()
    return {"sku": sku_id, "available": data["available"], "warehouse": data["warehouse"]}
