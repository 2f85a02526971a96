import ast

from sanic import Sanic, json
from sanic.exceptions import BadRequest

app = Sanic("inventory")


def _is_adjustment(item) -> bool:
    return isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str) and isinstance(item[1], int)


@app.post("/inventory/bulk-adjust")
async def bulk_adjust(request):
    raw = request.form.get("adjustments", "[]")
    try:
        adjustments = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        raise BadRequest("adjustments must be a list literal")
    if not isinstance(adjustments, list) or not all(_is_adjustment(a) for a in adjustments):
        raise BadRequest("expected [(sku, delta), ...]")
    stock = request.app.ctx.stock
    for sku, delta in adjustments:
        stock[sku] = stock.get(sku, 0) + delta
    return json({"updated": len(adjustments)})
