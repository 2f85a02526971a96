import base64
import json

import jsonpickle


def load_state(headers):
    token = headers.get("x-client-state")
    if not token:
        return {}
    decoded = base64.b64decode(token).decode("utf-8")
    return jsonpickle.decode(decoded)


def handler(event, context):
    headers = {k.lower(): v for k, v in (event.get("headers") or {}).items()}
    state = load_state(headers)
    step = state.get("step", 0) + 1 if isinstance(state, dict) else 1
    return {
        "statusCode": 200,
        "body": json.dumps({"step": step}),
    }
