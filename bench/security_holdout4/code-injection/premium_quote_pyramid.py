from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

PREMIUM_FORMULAS = {
    "home": "sum_insured * 0.0021 + 35",
    "motor": "vehicle_value * 0.034 + (250 if driver_age < 25 else 0)",
    "travel": "trip_days * 2.75 + 12",
}
RATING_FACTORS = ("sum_insured", "vehicle_value", "driver_age", "trip_days")


def _number(params, key):
    try:
        return float(params.get(key, 0))
    except (TypeError, ValueError):
        raise HTTPBadRequest(f"{key} must be numeric")


@view_config(route_name="premium_quote", renderer="json", request_method="POST")
def premium_quote(request):
    body = request.json_body
    line_of_business = body.get("line", "")
    formula = PREMIUM_FORMULAS.get(line_of_business)
    if formula is None:
        raise HTTPBadRequest("unknown line of business")
    variables = {name: _number(body, name) for name in RATING_FACTORS}
    premium = eval(formula, {"__builtins__": {}}, variables)
    return {"line": line_of_business, "premium": round(premium, 2)}
