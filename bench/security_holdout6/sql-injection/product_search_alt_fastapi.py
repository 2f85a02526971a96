from fastapi import Depends, FastAPI, Query
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session, sessionmaker

engine = create_engine("sqlite:///./catalog.db")
SessionLocal = sessionmaker(bind=engine)
app = FastAPI()


def get_session():
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


@app.get("/products/search")
def search_products(term: str = Query(..., min_length=1), db: Session = Depends(get_session)):
    rows = db.execute(text("SELECT id, name, price FROM products WHERE name LIKE '%" + term + "%' ORDER BY name")).mappings().all()
    return {"items": [dict(r) for r in rows]}
