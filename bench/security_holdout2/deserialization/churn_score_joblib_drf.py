import joblib
from django.conf import settings
from rest_framework import serializers
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response

_model = None


def churn_model():
    global _model
    if _model is None:
        _model = joblib.load(settings.CHURN_MODEL_PATH)
    return _model


class FeaturesSerializer(serializers.Serializer):
    tenure_months = serializers.IntegerField(min_value=0)
    monthly_spend = serializers.FloatField(min_value=0)
    support_tickets = serializers.IntegerField(min_value=0)


@api_view(["POST"])
@permission_classes([IsAuthenticated])
def churn_score(request):
    ser = FeaturesSerializer(data=request.data)
    ser.is_valid(raise_exception=True)
    row = [[ser.validated_data[f] for f in ("tenure_months", "monthly_spend", "support_tickets")]]
    probability = churn_model().predict_proba(row)[0][1]
    return Response({"churn_probability": round(float(probability), 4)})
