from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql+psycopg2://app@localhost/crm")


class CustomerQuery:
    def __init__(self, name: str = Query(""), sort: str = Query("created_at")):
        self.name = name.strip()
        self.sort = sort

    def statement(self) -> str:
        base = "SELECT id, name, email FROM customers"
        if self.name:
            base += f" WHERE name ILIKE '%{self.name}%'"
        return base + f" ORDER BY {self.sort} LIMIT 50"


@app.get("/customers")
def customers(q: CustomerQuery = Depends()):
    with engine.connect() as conn:
        result = conn.execute(text(q.statement()))
        return [dict(row._mapping) for row in result]
