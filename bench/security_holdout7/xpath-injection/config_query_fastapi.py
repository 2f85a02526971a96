from dataclasses import dataclass
from pathlib import Path
from typing import List, Optional

from fastapi import Depends, FastAPI, HTTPException, Query
from lxml import etree
from pydantic import BaseModel

CONFIG_PATH = Path("/etc/platform/services.xml")

app = FastAPI(title="config browser")


class SettingOut(BaseModel):
    service: str
    name: str
    value: str


@dataclass
class SettingQuery:
    service: str
    scope: Optional[str] = None
    name_prefix: Optional[str] = None


class ServiceConfig:
    def __init__(self, path: Path):
        self.tree = etree.parse(str(path))

    def _expression(self, q: SettingQuery) -> str:
        predicates = [f"@service='{q.service}'"]
        if q.scope:
            predicates.append(f"@scope='{q.scope}'")
        if q.name_prefix:
            predicates.append(f"starts-with(@name, '{q.name_prefix}')")
        return "//setting[" + " and ".join(predicates) + "]"

    def find(self, q: SettingQuery) -> List[SettingOut]:
        expression = self._expression(q)
        nodes = self.tree.xpath(expression)
        return [
            SettingOut(
                service=node.get("service"),
                name=node.get("name"),
                value=node.findtext("value", default=""),
            )
            for node in nodes
        ]


_config: Optional[ServiceConfig] = None


def get_config() -> ServiceConfig:
    global _config
    if _config is None:
        _config = ServiceConfig(CONFIG_PATH)
    return _config


@app.get("/config/settings", response_model=List[SettingOut])
def config_query(
    service: str = Query(...),
    scope: Optional[str] = Query(None),
    prefix: Optional[str] = Query(None),
    config: ServiceConfig = Depends(get_config),
):
    results = config.find(SettingQuery(service=service, scope=scope, name_prefix=prefix))
    if not results:
        raise HTTPException(status_code=404, detail="no matching settings")
    return results
