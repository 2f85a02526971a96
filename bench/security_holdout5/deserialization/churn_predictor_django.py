import pickle
from functools import lru_cache

from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.shortcuts import get_object_or_404

from .models import Customer


@lru_cache(maxsize=1)
def get_model():
    # artefact produced by our training pipeline and shipped with the release
    with open(settings.CHURN_MODEL_PATH, "rb") as fh:
        _model = pickle.load(fh)
    return _model


@permission_required("crm.view_customer")
def churn_score(request, customer_id):
    customer = get_object_or_404(Customer, pk=customer_id)
    features = [[customer.tenure_months, customer.monthly_spend, customer.support_tickets]]
    score = float(get_model().predict_proba(features)[0][1])
    return JsonResponse({"customer": customer.pk, "churn_probability": round(score, 4)})
