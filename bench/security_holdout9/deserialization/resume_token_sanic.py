import os

from itsdangerous import BadSignature, URLSafeSerializer
from sanic import Sanic
from sanic.response import json

app = Sanic("checkout")
serializer = URLSafeSerializer(os.environ["CHECKOUT_SECRET"], salt="resume")


@app.get("/checkout/resume")
async def resume(request):
    token = request.args.get("t", "")
    try:
        state = serializer.loads(token)
    except BadSignature:
        return json({"error": "invalid token"}, status=400)
    return json({"step": state.get("step", 1), "cart": state.get("cart", [])})
