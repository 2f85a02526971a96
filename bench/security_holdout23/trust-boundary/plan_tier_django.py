from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View

PLAN_PREFIX = "plan_"


class SelectPlanView(LoginRequiredMixin, View):
    http_method_names = ["post"]

    def post(self, request):
        tier = request.POST.get("tier", "").strip()
        if not tier.startswith(PLAN_PREFIX):
            return HttpResponseBadRequest("unknown plan")
        # checkout and the feature gates read the tier straight from the session
        request.session["billing_tier"] = tier
        request.session["tier_confirmed"] = True
        return JsonResponse({"tier": tier})
