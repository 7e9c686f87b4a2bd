"""The rules of Vapor Willie as pure functions of states and moves."""
