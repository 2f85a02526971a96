import operator

import falcon

OPERATIONS = {
    "add": operator.add,
    "sub": operator.sub,
    "mul": operator.mul,
    "max": max,
}


class MathResource:
    def on_get(self, req, resp):
        name = req.get_param("op", default="add")
        a = req.get_param_as_float("a", default=0.0)
        b = req.get_param_as_float("b", default=0.0)
        func = OPERATIONS.get(name)
        if func is None:
            raise falcon.HTTPBadRequest(title="unknown operation")
        resp.media = {"result": func(a, b)}


app = falcon.App()
app.add_route("/math", MathResource())
