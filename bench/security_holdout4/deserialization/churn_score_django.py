import json
import pickle
from functools import cached_property

from django.conf import settings
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View


class ChurnScoreView(View):
    feature_order = ["tenure_months", "monthly_spend", "support_tickets", "logins_30d"]

    @cached_property
    def model(self):
        with open(settings.CHURN_MODEL_PATH, "rb") as fh:
            return pickle.load(fh)

    def post(self, request):
        try:
            features = json.loads(request.body)
            row = [float(features[name]) for name in self.feature_order]
        except (ValueError, KeyError, TypeError):
            return HttpResponseBadRequest("expected numeric features: " + ", ".join(self.feature_order))
        probability = float(self.model.predict_proba([row])[0][1])
        return JsonResponse({"churn_probability": round(probability, 4)})
