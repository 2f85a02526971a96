import functools
import random
import time

from sanic import Sanic
from sanic.response import json

app = Sanic("verify_codes")

PENDING = {}

six_digits = functools.partial(random.randint, 100000, 999999)


def code_issuer(generator):
    def issue(phone):
        code = str(generator())
        PENDING[phone] = (code, time.time() + 300)
        return code

    return issue


issue_code = code_issuer(six_digits)


def deliver_sms(phone, code):
    return {"to": phone, "body": f"Your verification code is {code}"}


@app.post("/verify/start")
async def start_verification(request):
    phone = (request.json or {}).get("phone", "")
    if not phone:
        return json({"error": "phone required"}, status=400)
    deliver_sms(phone, issue_code(phone))
    return json({"sent": True})
