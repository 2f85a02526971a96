from django.core import signing
from django.http import JsonResponse
from django.views import View


class WizardStateCodec:
    salt = "checkout.wizard"

    def dumps(self, state):
        return signing.dumps(state, salt=self.salt, compress=True)

    def loads(self, token):
        try:
            return signing.loads(token, salt=self.salt, max_age=3600)
        except signing.BadSignature:
            return {}


class WizardResumeView(View):
    def post(self, request):
        state = WizardStateCodec().loads(request.POST.get("state", ""))
        step = state.get("step", 1) if isinstance(state, dict) else 1
        return JsonResponse({"resume_at": step, "data": state})
