from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy import func
from sqlalchemy.orm import Session

from .db import get_session
from .models import StockItem

app = FastAPI()


@app.get("/warehouses/{warehouse_id}/summary", response_class=HTMLResponse)
def warehouse_summary(warehouse_id: int, session: Session = Depends(get_session)):
    totals = (
        session.query(StockItem.bin_row, func.count(StockItem.id), func.sum(StockItem.quantity))
        .filter(StockItem.warehouse_id == warehouse_id)
        .group_by(StockItem.bin_row)
        .order_by(StockItem.bin_row)
        .all()
    )
    rows = "".join(
        f"<tr><td>Row {int(row)}</td><td>{int(skus)}</td><td>{int(qty or 0)}</td></tr>"
        for row, skus, qty in totals
    )
    html = f"<table><tr><th>Row</th><th>SKUs</th><th>Units</th></tr>{rows}</table>"
    return HTMLResponse(html)
