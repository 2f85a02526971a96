import logging
import os
from typing import List, Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

logger = logging.getLogger("roster")

ROSTER_FILE = os.environ.get("ROSTER_FILE", "/data/hr/roster.xml")

app = FastAPI(title="Roster")


class Employee(BaseModel):
    id: str
    name: str
    department: str
    manager: Optional[str] = None


class RosterStore:
    def __init__(self, path: str):
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        self.tree = etree.parse(path, parser)

    def by_department(self, dept: str, include_contractors: bool) -> list:
        kind = "*" if include_contractors else "staff"
        nodes = self.tree.xpath("//employee[@dept=$dept and (@kind=$kind or $kind='*')]", dept=dept, kind=kind)
        return nodes


_store: Optional[RosterStore] = None


def get_store() -> RosterStore:
    global _store
    if _store is None:
        logger.info("loading roster from %s", ROSTER_FILE)
        _store = RosterStore(ROSTER_FILE)
    return _store


@app.get("/roster", response_model=List[Employee])
def roster(
    dept: str = Query(..., min_length=1, max_length=60),
    contractors: bool = False,
    store: RosterStore = Depends(get_store),
):
    nodes = store.by_department(dept, contractors)
    if not nodes:
        raise HTTPException(status_code=404, detail="no employees found")
    return [
        Employee(
            id=n.get("id"),
            name=n.findtext("name") or "",
            department=n.get("dept"),
            manager=n.findtext("manager"),
        )
        for n in nodes
    ]
