from bottle import Bottle, request

app = Bottle()


@app.get("/score")
def score():
    param = request.query.get("bonus", "0")
    terms = []
    terms.append("10 * 3")
    terms.append(param)
    terms.append("5")
    expression = terms[0] + " + " + terms[2]
    return {"score": eval(expression)}
