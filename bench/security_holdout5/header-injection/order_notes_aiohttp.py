import email
import os

import aiosmtplib
from aiohttp import web

SHOP_ADDR = "orders@shop.example"


def compose(order_id, customer_email, note):
    raw = "\n".join([
        f"From: Shop <{SHOP_ADDR}>",
        f"To: {customer_email}",
        f"Subject: Order {order_id}: {note}",
        "",
        "We have received your note and will get back to you shortly.",
    ])
    return email.message_from_string(raw)


async def order_note(request):
    order_id = request.match_info["order_id"]
    data = await request.post()
    msg = compose(order_id, data.get("email", ""), data.get("note", ""))
    await aiosmtplib.send(
        msg,
        hostname=os.environ.get("SMTP_HOST", "localhost"),
        port=int(os.environ.get("SMTP_PORT", "25")),
    )
    return web.json_response({"order": order_id, "queued": True})


app = web.Application()
app.router.add_post("/orders/{order_id}/notes", order_note)
