import psycopg2
from fastapi import FastAPI, HTTPException, Query

app = FastAPI()
BLOCKED = ("'", '"', ";", "--", "/*")


def connect():
    return psycopg2.connect(dbname="logistics", user="svc_ship")


def check_input(value: str) -> str:
    for token in BLOCKED:
        if token in value:
            raise HTTPException(status_code=400, detail="bad input")
    return value.strip()


@app.get("/shipments/{warehouse}")
def shipments(warehouse: str, status: str = Query("open")):
    wid = check_input(warehouse)
    filters = {"status": status, "warehouse": wid}
    query = "SELECT id, tracking_no FROM shipments WHERE status = %(status)s AND warehouse_id = " + filters["warehouse"]
    with connect() as conn, conn.cursor() as cur:
        cur.execute(query, filters)
        return {"items": cur.fetchall()}
