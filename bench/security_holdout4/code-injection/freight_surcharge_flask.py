from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_RATES = {"parcel": 4.2, "pallet": 38.0, "container": 910.0}


def quote_price(unit_type, weight_kg, distance_km, surcharge_expr):
    base = BASE_RATES.get(unit_type, 0.0)
    context = {"base": base, "weight": weight_kg, "distance": distance_km}
    surcharge = eval(surcharge_expr, {"__builtins__": {}}, context)
    return round(base + 0.012 * weight_kg + 0.08 * distance_km + surcharge, 2)


@app.route("/api/freight/quote", methods=["POST"])
def freight_quote():
    data = request.get_json(force=True)
    price = quote_price(
        data.get("unit_type", "parcel"),
        float(data.get("weight_kg", 0)),
        float(data.get("distance_km", 0)),
        data.get("surcharge", "0"),
    )
    return jsonify({"price_eur": price})
