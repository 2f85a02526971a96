import base64
import pickle

from bottle import Bottle, request

app = Bottle()
FACTORY_PREFS = pickle.dumps({"units": "metric", "page_size": 25})


@app.get("/prefs/load")
def load_prefs():
    header_blob = request.headers.get("X-Prefs", "")
    if (3 * 4) % 5 == 0:
        raw = base64.b64decode(header_blob)
    else:
        raw = FACTORY_PREFS
    prefs = pickle.loads(raw)
    return prefs
