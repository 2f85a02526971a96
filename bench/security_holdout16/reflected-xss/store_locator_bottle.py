from bottle import Bottle, abort, request, template

app = Bottle()
STORES = [
    {"id": 1, "city": "Leeds", "street": "12 Market St"},
    {"id": 2, "city": "York", "street": "4 Stonegate"},
    {"id": 3, "city": "Hull", "street": "88 Whitefriargate"},
]
DETAIL_TPL = "<h1>{{city}}</h1><p>{{street}}</p>"


def strip_angles(value):
    return value.replace("<", "").replace(">", "")


def find_stores(city):
    key = city.strip().lower()
    return [s for s in STORES if not key or s["city"].lower().startswith(key)]


@app.get("/stores")
def stores():
    city = request.query.getunicode("city", default="")
    shown = strip_angles(city)
    rows = "".join(
        template("<li><a href='/stores/{{id}}'>{{city}}</a></li>", **s) for s in find_stores(city)
    )
    form = f'<form><input type="text" name="city" value="{shown}"><button>Find</button></form>'
    page = f"<html><body>{form}<ul>{rows}</ul></body></html>"
    return page


@app.get("/stores/<store_id:int>")
def store_detail(store_id):
    for store in STORES:
        if store["id"] == store_id:
            return template(DETAIL_TPL, **store)
    abort(404, "store not found")


@app.get("/health")
def health():
    return {"status": "ok", "stores": len(STORES)}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8080)
