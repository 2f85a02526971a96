from pathlib import Path
from typing import List, Optional

from fastapi import FastAPI, HTTPException
from lxml import etree
from pydantic import BaseModel

app = FastAPI()
MENU_PATH = Path(__file__).with_name("menu.xml")

ITEM_BY_ID = etree.XPath("/menu/section/item[@id=$item_id]")
ITEMS_IN_SECTION = etree.XPath("/menu/section[@slug=$section]/item[not(@hidden='true')]")


class MenuItem(BaseModel):
    id: str
    name: str
    price: float
    allergens: List[str] = []


class MenuRepository:
    def __init__(self, path: Path):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.tree = etree.parse(str(path), parser)

    @staticmethod
    def _to_model(node) -> MenuItem:
        return MenuItem(
            id=node.get("id"),
            name=node.findtext("name", ""),
            price=float(node.findtext("price", "0")),
            allergens=[a.text for a in node.findall("allergen")],
        )

    def find(self, item_id: str) -> Optional[MenuItem]:
        nodes = ITEM_BY_ID(self.tree, item_id=item_id)
        return self._to_model(nodes[0]) if nodes else None

    def section(self, slug: str) -> List[MenuItem]:
        return [self._to_model(n) for n in ITEMS_IN_SECTION(self.tree, section=slug)]


repo = MenuRepository(MENU_PATH)


@app.get("/menu/items/{item_id}", response_model=MenuItem)
def get_item(item_id: str):
    item = repo.find(item_id)
    if item is None:
        raise HTTPException(status_code=404)
    return item


@app.get("/menu/sections/{slug}", response_model=List[MenuItem])
def get_section(slug: str):
    return repo.section(slug)
