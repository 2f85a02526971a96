from datetime import date

from fastapi import Depends, FastAPI, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from app.database import get_session

app = FastAPI()

STATS_SQL = text(
    """
    SELECT region, COUNT(*) AS customers, SUM(lifetime_value) AS ltv
    FROM customers
    WHERE signup_date BETWEEN :start AND :end
      AND region = :region
    GROUP BY region
    """
)


@app.get("/stats/customers")
def customer_stats(
    region: str = Query(..., max_length=32),
    start: date = Query(...),
    end: date = Query(...),
    db: Session = Depends(get_session),
):
    params = {"region": region, "start": start, "end": end}
    result = db.execute(STATS_SQL, params)
    return [dict(row._mapping) for row in result]
