import json
from dataclasses import asdict, dataclass

from quart import Quart, request

app = Quart(__name__)


@dataclass
class DashboardSettings:
    theme: str = "light"
    refresh_seconds: int = 60
    widgets: tuple[str, ...] = ()


@app.post("/settings/import")
async def import_settings():
    raw = (await request.get_data(as_text=True)).strip()
    try:
        loaded = json.loads(raw)
    except json.JSONDecodeError:
        return {"error": "settings must be JSON"}, 400
    settings = DashboardSettings(
        theme=str(loaded.get("theme", "light")),
        refresh_seconds=int(loaded.get("refresh_seconds", 60)),
        widgets=tuple(map(str, loaded.get("widgets", []))),
    )
    return asdict(settings)
