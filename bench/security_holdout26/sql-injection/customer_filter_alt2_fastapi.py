import base64
import sqlite3

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/customers")
def customer_filter(x_region: str = Header(default="RVU=")):
    region = base64.b64decode(x_region).decode("utf-8")
    parts = ["EU", region, "US"]
    chosen = parts[1]
    conn = sqlite3.connect("crm.db")
    cur = conn.cursor()
    cur.execute("SELECT name, email FROM customers WHERE region = '%s'" % chosen)
    return {"customers": cur.fetchall()}
