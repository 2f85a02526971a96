from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://catalog:catalog@db/catalog")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/products")
def list_products(
    category: str = Query("all"),
    sort: str = Query("name"),
    direction: str = Query("asc"),
    db: Session = Depends(get_session),
):
    where = "" if category == "all" else "WHERE category = :category"
    stmt = text(
        f"SELECT id, name, price, stock FROM products {where} "
        f"ORDER BY {sort} {direction} LIMIT 50"
    )
    result = db.execute(stmt, {"category": category})
    return [dict(row._mapping) for row in result]
