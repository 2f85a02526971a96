from functools import lru_cache

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from lxml import etree

router = APIRouter(prefix="/config")
CONFIG_PATH = "/etc/app/settings.xml"


class ConfigStore:
    def __init__(self, path: str):
        self.path = path
        self.doc = etree.parse(path)

    def sections(self) -> list[str]:
        return [s.get("name") for s in self.doc.iterfind("section")]

    def setting(self, section: str, key: str) -> str | None:
        expr = "/settings/section[@name='{0}']/entry[@key='{1}' and not(@secret)]/@value".format(section, key)
        values = self.doc.xpath(expr)
        return str(values[0]) if values else None

    def reload(self) -> None:
        self.doc = etree.parse(self.path)


@lru_cache
def get_store() -> ConfigStore:
    return ConfigStore(CONFIG_PATH)


def audit(action: str):
    def record(store: ConfigStore = Depends(get_store)) -> ConfigStore:
        print(f"config {action} on {store.path}")
        return store

    return record


@router.get("/sections")
def list_sections(store: ConfigStore = Depends(audit("list"))):
    return {"sections": store.sections()}


@router.get("/sections/{section}/{key}")
def read_setting(section: str, key: str, store: ConfigStore = Depends(audit("read"))):
    value = store.setting(section, key)
    if value is None:
        raise HTTPException(status_code=404, detail="no such setting")
    return {"section": section, "key": key, "value": value}


@router.post("/reload", status_code=204)
def reload_config(store: ConfigStore = Depends(audit("reload"))):
    store.reload()


app = FastAPI()
app.include_router(router)
