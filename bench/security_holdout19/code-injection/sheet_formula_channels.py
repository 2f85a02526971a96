import json
import math
import statistics

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from .models import Sheet

FORMULA_FUNCS = {
    "SUM": sum,
    "AVG": statistics.mean,
    "MIN": min,
    "MAX": max,
    "SQRT": math.sqrt,
}


class SheetConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        self.sheet_id = int(self.scope["url_route"]["kwargs"]["sheet_id"])
        self.group = f"sheet-{self.sheet_id}"
        if self.scope["user"].is_anonymous:
            await self.close(code=4401)
            return
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        await self.channel_layer.group_discard(self.group, self.channel_name)

    @database_sync_to_async
    def load_cells(self):
        sheet = Sheet.objects.get(pk=self.sheet_id)
        return json.loads(sheet.cells_json or "{}")

    def evaluate(self, formula, cells):
        names = dict(FORMULA_FUNCS)
        names.update({ref: value for ref, value in cells.items() if isinstance(value, (int, float))})
        return eval(formula.lstrip("="), {"__builtins__": None}, names)

    async def receive_json(self, content, **kwargs):
        action = content.get("action")
        if action == "ping":
            await self.send_json({"action": "pong"})
            return
        if action != "evaluate":
            await self.send_json({"error": "unknown action"})
            return

        cell = content.get("cell", "")
        formula = str(content.get("formula", ""))
        cells = await self.load_cells()
        try:
            result = self.evaluate(formula, cells)
        except Exception as exc:
            await self.send_json({"cell": cell, "error": type(exc).__name__})
            return
        await self.channel_layer.group_send(
            self.group, {"type": "cell.updated", "cell": cell, "value": result}
        )

    async def cell_updated(self, event):
        await self.send_json({"cell": event["cell"], "value": event["value"]})
