import csv
import io
from datetime import date

from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response
from sqlalchemy.orm import Session

from .auth import User, current_user
from .db import get_db
from .models import Order

router = APIRouter(prefix="/api/exports", tags=["exports"])

COLUMNS = ("number", "placed_on", "customer", "status", "total")


@router.get("/orders.csv")
def export_orders(
    start: date = Query(...),
    end: date = Query(...),
    filename: str = Query(default="orders.csv", max_length=120),
    user: User = Depends(current_user),
    db: Session = Depends(get_db),
):
    orders = (
        db.query(Order)
        .filter(Order.account_id == user.account_id)
        .filter(Order.placed_on >= start, Order.placed_on <= end)
        .order_by(Order.placed_on)
        .all()
    )

    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(COLUMNS)
    for order in orders:
        writer.writerow(
            [order.number, order.placed_on.isoformat(), order.customer_name, order.status, f"{order.total:.2f}"]
        )

    # Quotes would end the quoted-string early.
    download_name = filename.replace('"', "")
    if not download_name.lower().endswith(".csv"):
        download_name += ".csv"

    return Response(
        content=buffer.getvalue(),
        media_type="text/csv",
        headers={"Content-Disposition": f'attachment; filename="{download_name}"'},
    )
