import json
from functools import lru_cache

import joblib
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

FEATURES = ["tenure_months", "monthly_spend", "support_tickets", "logins_last_30d"]


@lru_cache(maxsize=1)
def churn_model():
    return joblib.load(settings.CHURN_MODEL_PATH)


class ChurnScoreView(LoginRequiredMixin, View):
    def post(self, request):
        try:
            payload = json.loads(request.body)
            row = [float(payload[name]) for name in FEATURES]
        except (ValueError, KeyError, TypeError):
            return JsonResponse({"error": f"expected numeric fields {FEATURES}"}, status=400)
        probability = churn_model().predict_proba([row])[0][1]
        return JsonResponse({"churn_probability": round(float(probability), 4)})
