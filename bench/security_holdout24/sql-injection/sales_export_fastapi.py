import sqlite3

import pandas as pd
from fastapi import FastAPI, Query
from fastapi.responses import PlainTextResponse

app = FastAPI()
DB_PATH = "/var/lib/shop/sales.db"


@app.get("/exports/sales.csv", response_class=PlainTextResponse)
def export_sales(region: str = Query(...), year: int = Query(...)):
    period = {"start": f"{year}-01-01", "end": f"{year}-12-31"}
    sql = (
        "SELECT day, sku, units, revenue FROM sales "
        "WHERE region = '{region}' AND day BETWEEN '{start}' AND '{end}' "
        "ORDER BY day"
    ).format(region=region, **period)
    with sqlite3.connect(DB_PATH) as conn:
        frame = pd.read_sql(sql, conn)
    return frame.to_csv(index=False)
