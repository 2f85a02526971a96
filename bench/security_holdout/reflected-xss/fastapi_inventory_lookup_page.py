import html

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

app = FastAPI()

INVENTORY = {"a100": "Desk lamp", "b200": "Office chair", "c300": "Monitor arm"}
NOT_FOUND = "<html><body><p>No item with code <b>{sku}</b> exists.</p></body></html>"


@app.get("/inventory/{sku}", response_class=HTMLResponse)
async def inventory_page(sku: str):
    title = INVENTORY.get(sku)
    if title is None:
        return HTMLResponse(NOT_FOUND.format(sku=html.escape(sku)), status_code=404)
    return HTMLResponse(f"<html><body><h1>{title}</h1></body></html>")
