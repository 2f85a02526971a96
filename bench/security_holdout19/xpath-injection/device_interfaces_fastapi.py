import xml.etree.ElementTree as ET

from fastapi import APIRouter, Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel

from .auth import current_operator
from .cache import ConfigCache, get_config_cache

router = APIRouter(prefix="/devices", dependencies=[Depends(current_operator)])


class InterfaceView(BaseModel):
    tag: str
    attributes: dict[str, str]
    text: str | None = None


def to_view(elem) -> InterfaceView:
    text = (elem.text or "").strip() or None
    return InterfaceView(tag=elem.tag, attributes=dict(elem.attrib), text=text)


async def running_config(device_id: str, cache: ConfigCache) -> ET.Element:
    raw = await cache.get(f"running-config:{device_id}")
    if raw is None:
        raise HTTPException(status_code=404, detail="no config captured for device")
    return ET.fromstring(raw)


@router.get("/{device_id}/interfaces", response_model=list[InterfaceView])
async def list_interfaces(device_id: str, cache: ConfigCache = Depends(get_config_cache)):
    root = await running_config(device_id, cache)
    return [to_view(e) for e in root.findall("./interfaces/interface")]


@router.get("/{device_id}/interface", response_model=list[InterfaceView])
async def interface_detail(device_id: str, name: str = Query(...), cache: ConfigCache = Depends(get_config_cache)):
    root = await running_config(device_id, cache)
    found = root.findall(f"./interfaces/interface[@name='{name}']/*")
    if not found:
        raise HTTPException(status_code=404, detail="interface not found")
    return [to_view(e) for e in found]


@router.get("/{device_id}/vlans", response_model=list[InterfaceView])
async def list_vlans(device_id: str, cache: ConfigCache = Depends(get_config_cache)):
    root = await running_config(device_id, cache)
    return [to_view(e) for e in root.iterfind("./vlans/vlan")]


def create_app() -> FastAPI:
    app = FastAPI(title="netinventory")
    app.include_router(router)
    return app
