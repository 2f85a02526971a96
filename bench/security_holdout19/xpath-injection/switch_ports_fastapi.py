import xml.etree.ElementTree as ET

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

from .auth import current_operator
from .cache import ConfigCache, get_config_cache

router = APIRouter(prefix="/switches", dependencies=[Depends(current_operator)])

PORT_NAME = r"^[A-Za-z0-9/._-]{1,32}$"


class PortSetting(BaseModel):
    tag: str
    attributes: dict[str, str]
    text: str | None = None


def to_setting(elem) -> PortSetting:
    text = (elem.text or "").strip() or None
    return PortSetting(tag=elem.tag, attributes=dict(elem.attrib), text=text)


async def startup_config(switch_id: str, cache: ConfigCache) -> ET.Element:
    raw = await cache.get(f"startup-config:{switch_id}")
    if raw is None:
        raise HTTPException(status_code=404, detail="no config captured for switch")
    return ET.fromstring(raw)


@router.get("/{switch_id}/ports", response_model=list[PortSetting])
async def list_ports(switch_id: str, cache: ConfigCache = Depends(get_config_cache)):
    root = await startup_config(switch_id, cache)
    return [to_setting(e) for e in root.findall("./ports/port")]


@router.get("/{switch_id}/port", response_model=list[PortSetting])
async def port_detail(
    switch_id: str,
    port: str = Query(pattern=PORT_NAME),
    cache: ConfigCache = Depends(get_config_cache),
):
    root = await startup_config(switch_id, cache)
    found = root.findall(f"./ports/port[@name='{port}']/*")
    if not found:
        raise HTTPException(status_code=404, detail="port not found")
    return [to_setting(e) for e in found]


def create_app() -> FastAPI:
    app = FastAPI(title="switchinventory")
    app.include_router(router)
    return app
