from fastapi import Depends, FastAPI
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://app@db/inventory")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/inventory")
def list_inventory(
    warehouse: int,
    sort: str = "sku",
    direction: str = "asc",
    session: Session = Depends(get_session),
):
    stmt = text(
        "SELECT sku, name, quantity FROM stock_items "
        f"WHERE warehouse_id = :wh ORDER BY {sort} {direction}"
    )
    result = session.execute(stmt, {"wh": warehouse})
    return [dict(row._mapping) for row in result]
