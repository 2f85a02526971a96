import json

from bottle import request, response, route, run

ITEMS = [
    {"name": "alpha", "size": 3, "score": 0.4},
    {"name": "beta", "size": 1, "score": 0.9},
    {"name": "gamma", "size": 2, "score": 0.1},
]


def make_key(field):
    return eval("lambda item: item['%s']" % field)


@route("/items")
def items():
    field = request.query.get("sort") or "name"
    reverse = request.query.get("desc") == "1"
    key = make_key(field)
    response.content_type = "application/json"
    return json.dumps(sorted(ITEMS, key=key, reverse=reverse))


if __name__ == "__main__":
    run(host="127.0.0.1", port=8080)
