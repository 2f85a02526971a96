import jsonpickle
import tornado.web


class WizardStepHandler(tornado.web.RequestHandler):
    def post(self, step):
        state = jsonpickle.decode(self.request.body.decode("utf-8"))
        completed = state.setdefault("completed", [])
        if step not in completed:
            completed.append(step)
        self.set_header("Content-Type", "application/json")
        self.write(jsonpickle.encode(state))


def make_app():
    return tornado.web.Application([(r"/wizard/([a-z_]+)", WizardStepHandler)])
