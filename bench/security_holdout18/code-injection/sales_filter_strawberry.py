import strawberry
from fastapi import FastAPI
from strawberry.fastapi import GraphQLRouter

SALES = [
    {"region": "emea", "amount": 1200, "year": 2023},
    {"region": "apac", "amount": 800, "year": 2024},
    {"region": "amer", "amount": 1500, "year": 2024},
]


@strawberry.type
class Sale:
    region: str
    amount: int
    year: int


@strawberry.type
class Query:
    @strawberry.field
    def sales(self, where: str = "True") -> list[Sale]:
        predicate = eval(f"lambda row: {where}")
        return [Sale(**row) for row in SALES if predicate(row)]


schema = strawberry.Schema(query=Query)
app = FastAPI()
app.include_router(GraphQLRouter(schema), prefix="/graphql")
