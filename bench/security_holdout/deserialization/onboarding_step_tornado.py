import tornado.escape
import tornado.web


class OnboardingStepHandler(tornado.web.RequestHandler):
    def post(self, step):
        state = tornado.escape.json_decode(self.request.body)
        completed = state.setdefault("completed", [])
        if step not in completed:
            completed.append(step)
        self.set_header("Content-Type", "application/json")
        self.write(tornado.escape.json_encode(state))


def make_app():
    return tornado.web.Application([(r"/onboarding/([a-z_]+)", OnboardingStepHandler)])
