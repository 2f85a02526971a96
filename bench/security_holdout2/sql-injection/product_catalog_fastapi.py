from fastapi import Depends, FastAPI, HTTPException
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("postgresql+psycopg2://app@db/catalog")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()

SORT_COLUMNS = {"name": "p.name", "price": "p.price", "newest": "p.created_at"}


def get_session():
    with SessionLocal() as session:
        yield session


@app.get("/products")
def list_products(category: str, sort: str = "name", desc: bool = False,
                  session: Session = Depends(get_session)):
    column = SORT_COLUMNS.get(sort)
    if column is None:
        raise HTTPException(status_code=400, detail="unknown sort key")
    order = "DESC" if desc else "ASC"
    sql = text(
        "SELECT p.id, p.name, p.price FROM products p "
        "JOIN categories c ON c.id = p.category_id "
        f"WHERE c.slug = :slug ORDER BY {column} {order}"
    )
    rows = session.execute(sql, {"slug": category}).all()
    return [{"id": r.id, "name": r.name, "price": float(r.price)} for r in rows]
