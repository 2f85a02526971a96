import random

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from hotel.pms import register_voucher

_rng = random.SystemRandom()
VOUCHER_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def new_voucher(length=10):
    return "".join(_rng.choice(VOUCHER_CHARS) for _ in range(length))


async def issue_voucher(request):
    data = await request.json()
    room = str(data.get("room", ""))
    nights = max(1, min(int(data.get("nights", 1)), 14))
    voucher = new_voucher()
    await register_voucher(room=room, code=voucher, valid_days=nights)
    return JSONResponse({"room": room, "voucher": voucher, "valid_days": nights})


app = Starlette(routes=[Route("/frontdesk/wifi-vouchers", issue_voucher, methods=["POST"])])
