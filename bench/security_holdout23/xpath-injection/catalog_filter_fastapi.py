import os
from dataclasses import dataclass
from functools import lru_cache
from typing import List, Optional

from fastapi import BackgroundTasks, Depends, FastAPI, Query
from lxml import etree
from pydantic import BaseModel, confloat


class CatalogSettings(BaseModel):
    feed_path: str = os.environ.get("CATALOG_FEED", "/var/lib/catalog/products.xml")
    max_results: int = 100


@lru_cache
def get_settings() -> CatalogSettings:
    return CatalogSettings()


@dataclass
class Product:
    sku: str
    title: str
    price: float


class ProductFilter(BaseModel):
    category: str
    max_price: Optional[confloat(ge=0, le=100000)] = None


class CatalogRepository:
    def __init__(self, settings: CatalogSettings):
        self._doc = etree.parse(settings.feed_path)
        self._limit = settings.max_results

    def select(self, predicate: str) -> List[Product]:
        nodes = self._doc.xpath(f"/catalog/product[{predicate}]")
        return [Product(n.get("sku"), n.findtext("title"), float(n.findtext("price"))) for n in nodes[: self._limit]]


class CatalogService:
    def __init__(self, repo: CatalogRepository):
        self.repo = repo

    def browse(self, flt: ProductFilter) -> List[Product]:
        parts = [f"category='{flt.category}'", "@published='true'"]
        if flt.max_price is not None:
            parts.append(f"number(price) <= {flt.max_price:.2f}")
        return self.repo.select(" and ".join(parts))


_repo_cache = {}


def get_catalog_service(settings: CatalogSettings = Depends(get_settings)) -> CatalogService:
    repo = _repo_cache.get(settings.feed_path)
    if repo is None:
        repo = _repo_cache[settings.feed_path] = CatalogRepository(settings)
    return CatalogService(repo)


def record_search(category: str) -> None:
    with open("/var/log/catalog/searches.log", "a", encoding="utf-8") as fh:
        fh.write(repr(category) + "\n")


app = FastAPI()


@app.get("/products")
def list_products(
    tasks: BackgroundTasks,
    category: str = Query(..., max_length=60),
    max_price: Optional[float] = Query(None),
    svc: CatalogService = Depends(get_catalog_service),
):
    tasks.add_task(record_search, category)
    products = svc.browse(ProductFilter(category=category, max_price=max_price))
    return [p.__dict__ for p in products]
